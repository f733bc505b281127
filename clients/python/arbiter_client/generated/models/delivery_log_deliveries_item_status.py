from enum import StrEnum


class DeliveryLogDeliveriesItemStatus(StrEnum):
    DELIVERED = "delivered"
    FAILED = "failed"
    PENDING = "pending"
    RETRYING = "retrying"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum


class NotificationPrefsEmailDigest(StrEnum):
    DAILY = "daily"
    HOURLY = "hourly"
    OFF = "off"

    def __str__(self) -> str:
        return str(self.value)

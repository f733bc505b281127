from enum import StrEnum


class GetCatalogueResponse200Dir(StrEnum):
    LTR = "ltr"
    RTL = "rtl"

    def __str__(self) -> str:
        return str(self.value)

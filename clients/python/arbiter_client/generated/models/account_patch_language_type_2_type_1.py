from enum import StrEnum


class AccountPatchLanguageType2Type1(StrEnum):
    DE = "de"
    EN = "en"
    ES = "es"

    def __str__(self) -> str:
        return str(self.value)

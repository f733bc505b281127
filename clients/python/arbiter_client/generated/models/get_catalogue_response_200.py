from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.get_catalogue_response_200_dir import GetCatalogueResponse200Dir

if TYPE_CHECKING:
    from ..models.get_catalogue_response_200_languages_item import (
        GetCatalogueResponse200LanguagesItem,
    )
    from ..models.get_catalogue_response_200_messages import (
        GetCatalogueResponse200Messages,
    )


T = TypeVar("T", bound="GetCatalogueResponse200")


@_attrs_define
class GetCatalogueResponse200:
    """The message catalogue of one language (docs/i18n.md): what the pages show, by key.

    Attributes:
        lang (str): the language chosen: `?lang=`, else the account's setting, else the `lang` cookie, else Accept-
            Language, else en
        dir_ (GetCatalogueResponse200Dir):
        languages (list[GetCatalogueResponse200LanguagesItem]): the languages one may choose
        messages (GetCatalogueResponse200Messages): key: a sentence with {named} parameters, or an object choosing by
            the CLDR plural (`plural`) or ordinal (`ordinal`) category of the parameter it names (one, other, ...)
    """

    lang: str
    dir_: GetCatalogueResponse200Dir
    languages: list[GetCatalogueResponse200LanguagesItem]
    messages: GetCatalogueResponse200Messages
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        lang = self.lang

        dir_ = self.dir_.value

        languages = []
        for languages_item_data in self.languages:
            languages_item = languages_item_data.to_dict()
            languages.append(languages_item)

        messages = self.messages.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "lang": lang,
                "dir": dir_,
                "languages": languages,
                "messages": messages,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_catalogue_response_200_languages_item import (
            GetCatalogueResponse200LanguagesItem,
        )
        from ..models.get_catalogue_response_200_messages import (
            GetCatalogueResponse200Messages,
        )

        d = dict(src_dict)
        lang = d.pop("lang")

        dir_ = GetCatalogueResponse200Dir(d.pop("dir"))

        languages = []
        _languages = d.pop("languages")
        for languages_item_data in _languages:
            languages_item = GetCatalogueResponse200LanguagesItem.from_dict(
                languages_item_data
            )

            languages.append(languages_item)

        messages = GetCatalogueResponse200Messages.from_dict(d.pop("messages"))

        get_catalogue_response_200 = cls(
            lang=lang,
            dir_=dir_,
            languages=languages,
            messages=messages,
        )

        get_catalogue_response_200.additional_properties = d
        return get_catalogue_response_200

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties

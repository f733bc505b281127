from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.chat_message import ChatMessage


T = TypeVar("T", bound="ReadChatResponse200")


@_attrs_define
class ReadChatResponse200:
    """
    Attributes:
        messages (list[ChatMessage]):
        next_ (None | str):
        muted (list[int] | Unset):
        your_seat (int | None | Unset):
    """

    messages: list[ChatMessage]
    next_: None | str
    muted: list[int] | Unset = UNSET
    your_seat: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        messages = []
        for messages_item_data in self.messages:
            messages_item = messages_item_data.to_dict()
            messages.append(messages_item)

        next_: None | str
        next_ = self.next_

        muted: list[int] | Unset = UNSET
        if not isinstance(self.muted, Unset):
            muted = self.muted

        your_seat: int | None | Unset
        if isinstance(self.your_seat, Unset):
            your_seat = UNSET
        else:
            your_seat = self.your_seat

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "messages": messages,
                "next": next_,
            }
        )
        if muted is not UNSET:
            field_dict["muted"] = muted
        if your_seat is not UNSET:
            field_dict["your_seat"] = your_seat

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.chat_message import ChatMessage

        d = dict(src_dict)
        messages = []
        _messages = d.pop("messages")
        for messages_item_data in _messages:
            messages_item = ChatMessage.from_dict(messages_item_data)

            messages.append(messages_item)

        def _parse_next_(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_ = _parse_next_(d.pop("next"))

        muted = cast(list[int], d.pop("muted", UNSET))

        def _parse_your_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        your_seat = _parse_your_seat(d.pop("your_seat", UNSET))

        read_chat_response_200 = cls(
            messages=messages,
            next_=next_,
            muted=muted,
            your_seat=your_seat,
        )

        read_chat_response_200.additional_properties = d
        return read_chat_response_200

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

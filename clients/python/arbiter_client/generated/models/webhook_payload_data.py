from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.webhook_payload_data_kind import WebhookPayloadDataKind
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.outcome import Outcome


T = TypeVar("T", bound="WebhookPayloadData")


@_attrs_define
class WebhookPayloadData:
    """
    Attributes:
        game_id (str):
        version (int):
        seat (int | None):
        deadline (None | str | Unset):
        seconds_left (float | None | Unset):
        outcome (None | Outcome | Unset):
        text (str | Unset): turn.your_turn and game.ended: the last move and the news in words, as the receiving seat (a
            game-wide webhook: a spectator) may read them; game.offer: the request in words
        kind (WebhookPayloadDataKind | Unset): game.offer: what the seat is asked to answer
        by (int | Unset): game.offer: the seat that asked
        expires_at (str | Unset): game.offer: when the request lapses (it lapses at the next move too)
    """

    game_id: str
    version: int
    seat: int | None
    deadline: None | str | Unset = UNSET
    seconds_left: float | None | Unset = UNSET
    outcome: None | Outcome | Unset = UNSET
    text: str | Unset = UNSET
    kind: WebhookPayloadDataKind | Unset = UNSET
    by: int | Unset = UNSET
    expires_at: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.outcome import Outcome

        game_id = self.game_id

        version = self.version

        seat: int | None
        seat = self.seat

        deadline: None | str | Unset
        if isinstance(self.deadline, Unset):
            deadline = UNSET
        else:
            deadline = self.deadline

        seconds_left: float | None | Unset
        if isinstance(self.seconds_left, Unset):
            seconds_left = UNSET
        else:
            seconds_left = self.seconds_left

        outcome: dict[str, Any] | None | Unset
        if isinstance(self.outcome, Unset):
            outcome = UNSET
        elif isinstance(self.outcome, Outcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        text = self.text

        kind: str | Unset = UNSET
        if not isinstance(self.kind, Unset):
            kind = self.kind.value

        by = self.by

        expires_at = self.expires_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game_id": game_id,
                "version": version,
                "seat": seat,
            }
        )
        if deadline is not UNSET:
            field_dict["deadline"] = deadline
        if seconds_left is not UNSET:
            field_dict["seconds_left"] = seconds_left
        if outcome is not UNSET:
            field_dict["outcome"] = outcome
        if text is not UNSET:
            field_dict["text"] = text
        if kind is not UNSET:
            field_dict["kind"] = kind
        if by is not UNSET:
            field_dict["by"] = by
        if expires_at is not UNSET:
            field_dict["expires_at"] = expires_at

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.outcome import Outcome

        d = dict(src_dict)
        game_id = d.pop("game_id")

        version = d.pop("version")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        def _parse_deadline(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        deadline = _parse_deadline(d.pop("deadline", UNSET))

        def _parse_seconds_left(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        seconds_left = _parse_seconds_left(d.pop("seconds_left", UNSET))

        def _parse_outcome(data: object) -> None | Outcome | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = Outcome.from_dict(data)

                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Outcome | Unset, data)

        outcome = _parse_outcome(d.pop("outcome", UNSET))

        text = d.pop("text", UNSET)

        _kind = d.pop("kind", UNSET)
        kind: WebhookPayloadDataKind | Unset
        if isinstance(_kind, Unset):
            kind = UNSET
        else:
            kind = WebhookPayloadDataKind(_kind)

        by = d.pop("by", UNSET)

        expires_at = d.pop("expires_at", UNSET)

        webhook_payload_data = cls(
            game_id=game_id,
            version=version,
            seat=seat,
            deadline=deadline,
            seconds_left=seconds_left,
            outcome=outcome,
            text=text,
            kind=kind,
            by=by,
            expires_at=expires_at,
        )

        webhook_payload_data.additional_properties = d
        return webhook_payload_data

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

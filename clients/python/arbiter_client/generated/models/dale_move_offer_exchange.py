from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..models.dale_move_offer_exchange_give import DaleMoveOfferExchangeGive
from ..models.dale_move_offer_exchange_take import DaleMoveOfferExchangeTake

T = TypeVar("T", bound="DaleMoveOfferExchange")


@_attrs_define
class DaleMoveOfferExchange:
    """Prisoner Exchange (option): offer seat `with` to swap their captured unit `give` (from your pile) for your unit
    `take` (from theirs).

        Attributes:
            type_ (Literal['offer_exchange']):  Default: 'offer_exchange'.
            with_ (int): a seat number
            give (DaleMoveOfferExchangeGive): their unit you give back (a rule refuses mounted)
            take (DaleMoveOfferExchangeTake): your unit you get back (a rule refuses mounted)
    """

    with_: int
    give: DaleMoveOfferExchangeGive
    take: DaleMoveOfferExchangeTake
    type_: Literal["offer_exchange"] = "offer_exchange"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        with_ = self.with_

        give = self.give.value

        take = self.take.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "with": with_,
                "give": give,
                "take": take,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["offer_exchange"], d.pop("type"))
        if type_ != "offer_exchange":
            raise ValueError(f"type must match const 'offer_exchange', got '{type_}'")

        with_ = d.pop("with")

        give = DaleMoveOfferExchangeGive(d.pop("give"))

        take = DaleMoveOfferExchangeTake(d.pop("take"))

        dale_move_offer_exchange = cls(
            type_=type_,
            with_=with_,
            give=give,
            take=take,
        )

        return dale_move_offer_exchange

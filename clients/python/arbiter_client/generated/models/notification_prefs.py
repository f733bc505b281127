from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.notification_prefs_email_digest import NotificationPrefsEmailDigest
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.channel_prefs import ChannelPrefs
    from ..models.quiet_hours import QuietHours


T = TypeVar("T", bound="NotificationPrefs")


@_attrs_define
class NotificationPrefs:
    """
    Attributes:
        push (ChannelPrefs | Unset):
        email (ChannelPrefs | Unset):
        quiet_hours (None | QuietHours | Unset): no push or mail between these times (the account's time zone); what
            comes then waits for the end
        timezone (str | Unset): an IANA time zone, e.g. Europe/Berlin
        email_digest (NotificationPrefsEmailDigest | Unset): one mail per period instead of one per event
        digest_fast_games (bool | Unset): with `email_digest` off: the turns and table talk of fast games (no clock, or
            under an hour a move) come by mail in an hourly digest, those of games with long clocks a mail each (default
            true); push is per turn either way, and nothing is sent to a seat whose game page is open
    """

    push: ChannelPrefs | Unset = UNSET
    email: ChannelPrefs | Unset = UNSET
    quiet_hours: None | QuietHours | Unset = UNSET
    timezone: str | Unset = UNSET
    email_digest: NotificationPrefsEmailDigest | Unset = UNSET
    digest_fast_games: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.quiet_hours import QuietHours

        push: dict[str, Any] | Unset = UNSET
        if not isinstance(self.push, Unset):
            push = self.push.to_dict()

        email: dict[str, Any] | Unset = UNSET
        if not isinstance(self.email, Unset):
            email = self.email.to_dict()

        quiet_hours: dict[str, Any] | None | Unset
        if isinstance(self.quiet_hours, Unset):
            quiet_hours = UNSET
        elif isinstance(self.quiet_hours, QuietHours):
            quiet_hours = self.quiet_hours.to_dict()
        else:
            quiet_hours = self.quiet_hours

        timezone = self.timezone

        email_digest: str | Unset = UNSET
        if not isinstance(self.email_digest, Unset):
            email_digest = self.email_digest.value

        digest_fast_games = self.digest_fast_games

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if push is not UNSET:
            field_dict["push"] = push
        if email is not UNSET:
            field_dict["email"] = email
        if quiet_hours is not UNSET:
            field_dict["quiet_hours"] = quiet_hours
        if timezone is not UNSET:
            field_dict["timezone"] = timezone
        if email_digest is not UNSET:
            field_dict["email_digest"] = email_digest
        if digest_fast_games is not UNSET:
            field_dict["digest_fast_games"] = digest_fast_games

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.channel_prefs import ChannelPrefs
        from ..models.quiet_hours import QuietHours

        d = dict(src_dict)
        _push = d.pop("push", UNSET)
        push: ChannelPrefs | Unset
        if isinstance(_push, Unset):
            push = UNSET
        else:
            push = ChannelPrefs.from_dict(_push)

        _email = d.pop("email", UNSET)
        email: ChannelPrefs | Unset
        if isinstance(_email, Unset):
            email = UNSET
        else:
            email = ChannelPrefs.from_dict(_email)

        def _parse_quiet_hours(data: object) -> None | QuietHours | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                quiet_hours_type_0 = QuietHours.from_dict(data)

                return quiet_hours_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | QuietHours | Unset, data)

        quiet_hours = _parse_quiet_hours(d.pop("quiet_hours", UNSET))

        timezone = d.pop("timezone", UNSET)

        _email_digest = d.pop("email_digest", UNSET)
        email_digest: NotificationPrefsEmailDigest | Unset
        if isinstance(_email_digest, Unset):
            email_digest = UNSET
        else:
            email_digest = NotificationPrefsEmailDigest(_email_digest)

        digest_fast_games = d.pop("digest_fast_games", UNSET)

        notification_prefs = cls(
            push=push,
            email=email,
            quiet_hours=quiet_hours,
            timezone=timezone,
            email_digest=email_digest,
            digest_fast_games=digest_fast_games,
        )

        return notification_prefs

from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.battalla_legal_moves import BattallaLegalMoves
from ...models.battlegates_legal_moves import BattlegatesLegalMoves
from ...models.channeling_legal_moves import ChannelingLegalMoves
from ...models.dale_legal_moves import DaleLegalMoves
from ...models.grove_legal_moves import GroveLegalMoves
from ...models.other_ruleset_legal_moves import OtherRulesetLegalMoves
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    game_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/legal-moves".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    BattallaLegalMoves
    | BattlegatesLegalMoves
    | ChannelingLegalMoves
    | DaleLegalMoves
    | GroveLegalMoves
    | OtherRulesetLegalMoves
    | Problem
):
    if response.status_code == 200:

        def _parse_response_200(
            data: object,
        ) -> (
            BattallaLegalMoves
            | BattlegatesLegalMoves
            | ChannelingLegalMoves
            | DaleLegalMoves
            | GroveLegalMoves
            | OtherRulesetLegalMoves
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_legal_moves_type_0 = BattallaLegalMoves.from_dict(
                    data
                )

                return componentsschemas_legal_moves_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_legal_moves_type_1 = BattlegatesLegalMoves.from_dict(
                    data
                )

                return componentsschemas_legal_moves_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_legal_moves_type_2 = ChannelingLegalMoves.from_dict(
                    data
                )

                return componentsschemas_legal_moves_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_legal_moves_type_3 = DaleLegalMoves.from_dict(data)

                return componentsschemas_legal_moves_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_legal_moves_type_4 = GroveLegalMoves.from_dict(data)

                return componentsschemas_legal_moves_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_legal_moves_type_5 = OtherRulesetLegalMoves.from_dict(
                data
            )

            return componentsschemas_legal_moves_type_5

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    BattallaLegalMoves
    | BattlegatesLegalMoves
    | ChannelingLegalMoves
    | DaleLegalMoves
    | GroveLegalMoves
    | OtherRulesetLegalMoves
    | Problem
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[
    BattallaLegalMoves
    | BattlegatesLegalMoves
    | ChannelingLegalMoves
    | DaleLegalMoves
    | GroveLegalMoves
    | OtherRulesetLegalMoves
    | Problem
]:
    """The caller's legal moves now, in the shape to post back (empty for spectators and for seats not to
    act).

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BattallaLegalMoves | BattlegatesLegalMoves | ChannelingLegalMoves | DaleLegalMoves | GroveLegalMoves | OtherRulesetLegalMoves | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> (
    BattallaLegalMoves
    | BattlegatesLegalMoves
    | ChannelingLegalMoves
    | DaleLegalMoves
    | GroveLegalMoves
    | OtherRulesetLegalMoves
    | Problem
    | None
):
    """The caller's legal moves now, in the shape to post back (empty for spectators and for seats not to
    act).

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BattallaLegalMoves | BattlegatesLegalMoves | ChannelingLegalMoves | DaleLegalMoves | GroveLegalMoves | OtherRulesetLegalMoves | Problem
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[
    BattallaLegalMoves
    | BattlegatesLegalMoves
    | ChannelingLegalMoves
    | DaleLegalMoves
    | GroveLegalMoves
    | OtherRulesetLegalMoves
    | Problem
]:
    """The caller's legal moves now, in the shape to post back (empty for spectators and for seats not to
    act).

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BattallaLegalMoves | BattlegatesLegalMoves | ChannelingLegalMoves | DaleLegalMoves | GroveLegalMoves | OtherRulesetLegalMoves | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> (
    BattallaLegalMoves
    | BattlegatesLegalMoves
    | ChannelingLegalMoves
    | DaleLegalMoves
    | GroveLegalMoves
    | OtherRulesetLegalMoves
    | Problem
    | None
):
    """The caller's legal moves now, in the shape to post back (empty for spectators and for seats not to
    act).

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BattallaLegalMoves | BattlegatesLegalMoves | ChannelingLegalMoves | DaleLegalMoves | GroveLegalMoves | OtherRulesetLegalMoves | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
        )
    ).parsed

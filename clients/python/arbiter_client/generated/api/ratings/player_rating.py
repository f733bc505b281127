from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.player_rating_response_200 import PlayerRatingResponse200
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    ruleset: str,
    player: str,
    *,
    limit: int | Unset = 200,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/ratings/{ruleset}/players/{player}".format(
            ruleset=quote(str(ruleset), safe=""),
            player=quote(str(player), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> PlayerRatingResponse200 | Problem:
    if response.status_code == 200:
        response_200 = PlayerRatingResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

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
) -> Response[PlayerRatingResponse200 | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    ruleset: str,
    player: str,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 200,
) -> Response[PlayerRatingResponse200 | Problem]:
    """One player's rating and its history, game by game (oldest first).

    Args:
        ruleset (str): a ruleset id; GET /v1/rulesets lists them (today: battalla, battlegates,
            channeling, dale, grove). New rulesets may appear.
        player (str):
        limit (int | Unset):  Default: 200.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PlayerRatingResponse200 | Problem]
    """

    kwargs = _get_kwargs(
        ruleset=ruleset,
        player=player,
        limit=limit,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    ruleset: str,
    player: str,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 200,
) -> PlayerRatingResponse200 | Problem | None:
    """One player's rating and its history, game by game (oldest first).

    Args:
        ruleset (str): a ruleset id; GET /v1/rulesets lists them (today: battalla, battlegates,
            channeling, dale, grove). New rulesets may appear.
        player (str):
        limit (int | Unset):  Default: 200.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PlayerRatingResponse200 | Problem
    """

    return sync_detailed(
        ruleset=ruleset,
        player=player,
        client=client,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    ruleset: str,
    player: str,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 200,
) -> Response[PlayerRatingResponse200 | Problem]:
    """One player's rating and its history, game by game (oldest first).

    Args:
        ruleset (str): a ruleset id; GET /v1/rulesets lists them (today: battalla, battlegates,
            channeling, dale, grove). New rulesets may appear.
        player (str):
        limit (int | Unset):  Default: 200.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PlayerRatingResponse200 | Problem]
    """

    kwargs = _get_kwargs(
        ruleset=ruleset,
        player=player,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    ruleset: str,
    player: str,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 200,
) -> PlayerRatingResponse200 | Problem | None:
    """One player's rating and its history, game by game (oldest first).

    Args:
        ruleset (str): a ruleset id; GET /v1/rulesets lists them (today: battalla, battlegates,
            channeling, dale, grove). New rulesets may appear.
        player (str):
        limit (int | Unset):  Default: 200.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PlayerRatingResponse200 | Problem
    """

    return (
        await asyncio_detailed(
            ruleset=ruleset,
            player=player,
            client=client,
            limit=limit,
        )
    ).parsed

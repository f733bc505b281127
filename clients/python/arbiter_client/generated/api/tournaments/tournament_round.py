from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.tournament_round import TournamentRound
from ...types import Response


def _get_kwargs(
    tournament_id: str,
    n: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/tournaments/{tournament_id}/rounds/{n}".format(
            tournament_id=quote(str(tournament_id), safe=""),
            n=quote(str(n), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | TournamentRound:
    if response.status_code == 200:
        response_200 = TournamentRound.from_dict(response.json())

        return response_200

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
) -> Response[Problem | TournamentRound]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    tournament_id: str,
    n: int,
    *,
    client: AuthenticatedClient | Client,
) -> Response[Problem | TournamentRound]:
    """Round n's pairings: tables with their seats, game, status and result; byes and rests.

    Args:
        tournament_id (str):
        n (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TournamentRound]
    """

    kwargs = _get_kwargs(
        tournament_id=tournament_id,
        n=n,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    tournament_id: str,
    n: int,
    *,
    client: AuthenticatedClient | Client,
) -> Problem | TournamentRound | None:
    """Round n's pairings: tables with their seats, game, status and result; byes and rests.

    Args:
        tournament_id (str):
        n (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TournamentRound
    """

    return sync_detailed(
        tournament_id=tournament_id,
        n=n,
        client=client,
    ).parsed


async def asyncio_detailed(
    tournament_id: str,
    n: int,
    *,
    client: AuthenticatedClient | Client,
) -> Response[Problem | TournamentRound]:
    """Round n's pairings: tables with their seats, game, status and result; byes and rests.

    Args:
        tournament_id (str):
        n (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TournamentRound]
    """

    kwargs = _get_kwargs(
        tournament_id=tournament_id,
        n=n,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    tournament_id: str,
    n: int,
    *,
    client: AuthenticatedClient | Client,
) -> Problem | TournamentRound | None:
    """Round n's pairings: tables with their seats, game, status and result; byes and rests.

    Args:
        tournament_id (str):
        n (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TournamentRound
    """

    return (
        await asyncio_detailed(
            tournament_id=tournament_id,
            n=n,
            client=client,
        )
    ).parsed

from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.tournament_export import TournamentExport
from ...types import UNSET, Response, Unset


def _get_kwargs(
    tournament_id: str,
    *,
    games: bool | Unset = True,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["games"] = games

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/tournaments/{tournament_id}/export".format(
            tournament_id=quote(str(tournament_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | TournamentExport:
    if response.status_code == 200:
        response_200 = TournamentExport.from_dict(response.json())

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
) -> Response[Problem | TournamentExport]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    tournament_id: str,
    *,
    client: AuthenticatedClient | Client,
    games: bool | Unset = True,
) -> Response[Problem | TournamentExport]:
    """The portable record that `python3 -m domain.audit tournament FILE` checks: the audit, every event
    and every finished game's export.

    Args:
        tournament_id (str):
        games (bool | Unset):  Default: True.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TournamentExport]
    """

    kwargs = _get_kwargs(
        tournament_id=tournament_id,
        games=games,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    tournament_id: str,
    *,
    client: AuthenticatedClient | Client,
    games: bool | Unset = True,
) -> Problem | TournamentExport | None:
    """The portable record that `python3 -m domain.audit tournament FILE` checks: the audit, every event
    and every finished game's export.

    Args:
        tournament_id (str):
        games (bool | Unset):  Default: True.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TournamentExport
    """

    return sync_detailed(
        tournament_id=tournament_id,
        client=client,
        games=games,
    ).parsed


async def asyncio_detailed(
    tournament_id: str,
    *,
    client: AuthenticatedClient | Client,
    games: bool | Unset = True,
) -> Response[Problem | TournamentExport]:
    """The portable record that `python3 -m domain.audit tournament FILE` checks: the audit, every event
    and every finished game's export.

    Args:
        tournament_id (str):
        games (bool | Unset):  Default: True.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TournamentExport]
    """

    kwargs = _get_kwargs(
        tournament_id=tournament_id,
        games=games,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    tournament_id: str,
    *,
    client: AuthenticatedClient | Client,
    games: bool | Unset = True,
) -> Problem | TournamentExport | None:
    """The portable record that `python3 -m domain.audit tournament FILE` checks: the audit, every event
    and every finished game's export.

    Args:
        tournament_id (str):
        games (bool | Unset):  Default: True.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TournamentExport
    """

    return (
        await asyncio_detailed(
            tournament_id=tournament_id,
            client=client,
            games=games,
        )
    ).parsed

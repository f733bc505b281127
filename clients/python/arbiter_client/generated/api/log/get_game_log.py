from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.game_log import GameLog
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    log_since: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["log_since"] = log_since

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/log".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> GameLog | Problem:
    if response.status_code == 200:
        response_200 = GameLog.from_dict(response.json())

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

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[GameLog | Problem]:
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
    log_since: int | Unset = UNSET,
) -> Response[GameLog | Problem]:
    """The game's leaves in the public log, each with its inclusion proof in the newest checkpoint.

    Args:
        game_id (str):
        log_since (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameLog | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        log_since=log_since,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    log_since: int | Unset = UNSET,
) -> GameLog | Problem | None:
    """The game's leaves in the public log, each with its inclusion proof in the newest checkpoint.

    Args:
        game_id (str):
        log_since (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameLog | Problem
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        log_since=log_since,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    log_since: int | Unset = UNSET,
) -> Response[GameLog | Problem]:
    """The game's leaves in the public log, each with its inclusion proof in the newest checkpoint.

    Args:
        game_id (str):
        log_since (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameLog | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        log_since=log_since,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    log_since: int | Unset = UNSET,
) -> GameLog | Problem | None:
    """The game's leaves in the public log, each with its inclusion proof in the newest checkpoint.

    Args:
        game_id (str):
        log_since (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameLog | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            log_since=log_since,
        )
    ).parsed

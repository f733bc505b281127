from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.game_export import GameExport
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    log_since: int | Unset = UNSET,
    chat: bool | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["log_since"] = log_since

    params["chat"] = chat

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/export".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> GameExport | Problem:
    if response.status_code == 200:
        response_200 = GameExport.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

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
) -> Response[GameExport | Problem]:
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
    chat: bool | Unset = UNSET,
) -> Response[GameExport | Problem]:
    """The portable record of the game: its audit and every event the caller may see (everything once
    finished), as a download (`Content-Disposition: attachment`). `python3 -m domain.audit FILE`
    verifies it offline.

    Args:
        game_id (str):
        log_since (int | Unset):
        chat (bool | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameExport | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        log_since=log_since,
        chat=chat,
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
    chat: bool | Unset = UNSET,
) -> GameExport | Problem | None:
    """The portable record of the game: its audit and every event the caller may see (everything once
    finished), as a download (`Content-Disposition: attachment`). `python3 -m domain.audit FILE`
    verifies it offline.

    Args:
        game_id (str):
        log_since (int | Unset):
        chat (bool | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameExport | Problem
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        log_since=log_since,
        chat=chat,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    log_since: int | Unset = UNSET,
    chat: bool | Unset = UNSET,
) -> Response[GameExport | Problem]:
    """The portable record of the game: its audit and every event the caller may see (everything once
    finished), as a download (`Content-Disposition: attachment`). `python3 -m domain.audit FILE`
    verifies it offline.

    Args:
        game_id (str):
        log_since (int | Unset):
        chat (bool | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameExport | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        log_since=log_since,
        chat=chat,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    log_since: int | Unset = UNSET,
    chat: bool | Unset = UNSET,
) -> GameExport | Problem | None:
    """The portable record of the game: its audit and every event the caller may see (everything once
    finished), as a download (`Content-Disposition: attachment`). `python3 -m domain.audit FILE`
    verifies it offline.

    Args:
        game_id (str):
        log_since (int | Unset):
        chat (bool | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameExport | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            log_since=log_since,
            chat=chat,
        )
    ).parsed

from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.move_result import MoveResult
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_match, Unset):
        headers["If-Match"] = if_match

    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{game_id}/takeback".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> MoveResult | Problem:
    if response.status_code == 201:
        response_201 = MoveResult.from_dict(response.json())

        return response_201

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

    if response.status_code == 412:
        response_412 = Problem.from_dict(response.json())

        return response_412

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[MoveResult | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[MoveResult | Problem]:
    """Ask the other players to take back the caller's last turn and the moves made since it (an opponent's
    reply goes back too: its seat is among those who answer; refused where anything hidden or random was
    revealed since, or a resignation or timeout came between). No body.

    Args:
        game_id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MoveResult | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        if_match=if_match,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> MoveResult | Problem | None:
    """Ask the other players to take back the caller's last turn and the moves made since it (an opponent's
    reply goes back too: its seat is among those who answer; refused where anything hidden or random was
    revealed since, or a resignation or timeout came between). No body.

    Args:
        game_id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MoveResult | Problem
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        if_match=if_match,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[MoveResult | Problem]:
    """Ask the other players to take back the caller's last turn and the moves made since it (an opponent's
    reply goes back too: its seat is among those who answer; refused where anything hidden or random was
    revealed since, or a resignation or timeout came between). No body.

    Args:
        game_id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MoveResult | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        if_match=if_match,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> MoveResult | Problem | None:
    """Ask the other players to take back the caller's last turn and the moves made since it (an opponent's
    reply goes back too: its seat is among those who answer; refused where anything hidden or random was
    revealed since, or a resignation or timeout came between). No body.

    Args:
        game_id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MoveResult | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            if_match=if_match,
            idempotency_key=idempotency_key,
        )
    ).parsed

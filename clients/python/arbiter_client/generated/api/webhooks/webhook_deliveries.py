from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.delivery_log import DeliveryLog
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    wid: str,
    *,
    limit: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/webhooks/{wid}/deliveries".format(
            game_id=quote(str(game_id), safe=""),
            wid=quote(str(wid), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DeliveryLog | Problem:
    if response.status_code == 200:
        response_200 = DeliveryLog.from_dict(response.json())

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
) -> Response[DeliveryLog | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    wid: str,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = UNSET,
) -> Response[DeliveryLog | Problem]:
    """The delivery log: every attempt (newest first) and each message's status.

    Args:
        game_id (str):
        wid (str):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeliveryLog | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        wid=wid,
        limit=limit,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    wid: str,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = UNSET,
) -> DeliveryLog | Problem | None:
    """The delivery log: every attempt (newest first) and each message's status.

    Args:
        game_id (str):
        wid (str):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeliveryLog | Problem
    """

    return sync_detailed(
        game_id=game_id,
        wid=wid,
        client=client,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    wid: str,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = UNSET,
) -> Response[DeliveryLog | Problem]:
    """The delivery log: every attempt (newest first) and each message's status.

    Args:
        game_id (str):
        wid (str):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeliveryLog | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        wid=wid,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    wid: str,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = UNSET,
) -> DeliveryLog | Problem | None:
    """The delivery log: every attempt (newest first) and each message's status.

    Args:
        game_id (str):
        wid (str):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeliveryLog | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            wid=wid,
            client=client,
            limit=limit,
        )
    ).parsed

from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.webhook import Webhook
from ...models.webhook_request import WebhookRequest
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    body: WebhookRequest,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{game_id}/webhooks".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | Webhook:
    if response.status_code == 201:
        response_201 = Webhook.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())

        return response_415

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | Webhook]:
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
    body: WebhookRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | Webhook]:
    """Register a URL (seat scope with a seat token; game scope with a seat or the creator token). Private
    and loopback addresses and this service are refused unless the operator allows them.

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        body (WebhookRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Webhook]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
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
    body: WebhookRequest,
    idempotency_key: str | Unset = UNSET,
) -> Problem | Webhook | None:
    """Register a URL (seat scope with a seat token; game scope with a seat or the creator token). Private
    and loopback addresses and this service are refused unless the operator allows them.

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        body (WebhookRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Webhook
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: WebhookRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | Webhook]:
    """Register a URL (seat scope with a seat token; game scope with a seat or the creator token). Private
    and loopback addresses and this service are refused unless the operator allows them.

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        body (WebhookRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Webhook]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: WebhookRequest,
    idempotency_key: str | Unset = UNSET,
) -> Problem | Webhook | None:
    """Register a URL (seat scope with a seat token; game scope with a seat or the creator token). Private
    and loopback addresses and this service are refused unless the operator allows them.

    Args:
        game_id (str):
        idempotency_key (str | Unset):
        body (WebhookRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Webhook
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed

from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.register_tournament_webhook_response_201 import (
    RegisterTournamentWebhookResponse201,
)
from ...models.tournament_webhook_request import TournamentWebhookRequest
from ...types import UNSET, Response, Unset


def _get_kwargs(
    tournament_id: str,
    *,
    body: TournamentWebhookRequest,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/tournaments/{tournament_id}/webhooks".format(
            tournament_id=quote(str(tournament_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | RegisterTournamentWebhookResponse201:
    if response.status_code == 201:
        response_201 = RegisterTournamentWebhookResponse201.from_dict(response.json())

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

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | RegisterTournamentWebhookResponse201]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    tournament_id: str,
    *,
    client: AuthenticatedClient,
    body: TournamentWebhookRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | RegisterTournamentWebhookResponse201]:
    """The creator registers a URL for `tournament.round_ready` (your next game is ready: every table's
    game of a newly paired round) and `tournament.finished` (with the standings); Standard Webhooks,
    signed like a game's. The secret is shown once.

    Args:
        tournament_id (str):
        idempotency_key (str | Unset):
        body (TournamentWebhookRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RegisterTournamentWebhookResponse201]
    """

    kwargs = _get_kwargs(
        tournament_id=tournament_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    tournament_id: str,
    *,
    client: AuthenticatedClient,
    body: TournamentWebhookRequest,
    idempotency_key: str | Unset = UNSET,
) -> Problem | RegisterTournamentWebhookResponse201 | None:
    """The creator registers a URL for `tournament.round_ready` (your next game is ready: every table's
    game of a newly paired round) and `tournament.finished` (with the standings); Standard Webhooks,
    signed like a game's. The secret is shown once.

    Args:
        tournament_id (str):
        idempotency_key (str | Unset):
        body (TournamentWebhookRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RegisterTournamentWebhookResponse201
    """

    return sync_detailed(
        tournament_id=tournament_id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    tournament_id: str,
    *,
    client: AuthenticatedClient,
    body: TournamentWebhookRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | RegisterTournamentWebhookResponse201]:
    """The creator registers a URL for `tournament.round_ready` (your next game is ready: every table's
    game of a newly paired round) and `tournament.finished` (with the standings); Standard Webhooks,
    signed like a game's. The secret is shown once.

    Args:
        tournament_id (str):
        idempotency_key (str | Unset):
        body (TournamentWebhookRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RegisterTournamentWebhookResponse201]
    """

    kwargs = _get_kwargs(
        tournament_id=tournament_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    tournament_id: str,
    *,
    client: AuthenticatedClient,
    body: TournamentWebhookRequest,
    idempotency_key: str | Unset = UNSET,
) -> Problem | RegisterTournamentWebhookResponse201 | None:
    """The creator registers a URL for `tournament.round_ready` (your next game is ready: every table's
    game of a newly paired round) and `tournament.finished` (with the standings); Standard Webhooks,
    signed like a game's. The secret is shown once.

    Args:
        tournament_id (str):
        idempotency_key (str | Unset):
        body (TournamentWebhookRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RegisterTournamentWebhookResponse201
    """

    return (
        await asyncio_detailed(
            tournament_id=tournament_id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed

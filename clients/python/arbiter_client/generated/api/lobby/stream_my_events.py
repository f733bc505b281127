from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    after: str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id, Unset):
        headers["Last-Event-ID"] = last_event_id

    params: dict[str, Any] = {}

    params["after"] = after

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/me/stream",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | str:
    if response.status_code == 200:
        response_200 = response.text
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

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | str]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    after: str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> Response[Problem | str]:
    """One stream for all of the account's games: game started, your turn, game over, invite accepted and
    its challenges, for every seat it holds.

     Server-Sent Events (`event:` the type, `id:` the account stream's id, `data:` an `AccountEvent`), or
    with `Accept: application/x-ndjson` one JSON object a line (an empty line is a heartbeat). A new
    connection first sends `games` (what `/v1/me/games` answers, no id); a resume (`Last-Event-ID` or
    `?after=`) sends the events after that id instead. The last 1000 events of an account are kept: a
    resume from an id older than those is answered as a new connection, `games` with `gap: true`, a
    `text` saying so, and the id it is current to.

    Args:
        after (str | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
    """

    kwargs = _get_kwargs(
        after=after,
        last_event_id=last_event_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    after: str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> Problem | str | None:
    """One stream for all of the account's games: game started, your turn, game over, invite accepted and
    its challenges, for every seat it holds.

     Server-Sent Events (`event:` the type, `id:` the account stream's id, `data:` an `AccountEvent`), or
    with `Accept: application/x-ndjson` one JSON object a line (an empty line is a heartbeat). A new
    connection first sends `games` (what `/v1/me/games` answers, no id); a resume (`Last-Event-ID` or
    `?after=`) sends the events after that id instead. The last 1000 events of an account are kept: a
    resume from an id older than those is answered as a new connection, `games` with `gap: true`, a
    `text` saying so, and the id it is current to.

    Args:
        after (str | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
    """

    return sync_detailed(
        client=client,
        after=after,
        last_event_id=last_event_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    after: str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> Response[Problem | str]:
    """One stream for all of the account's games: game started, your turn, game over, invite accepted and
    its challenges, for every seat it holds.

     Server-Sent Events (`event:` the type, `id:` the account stream's id, `data:` an `AccountEvent`), or
    with `Accept: application/x-ndjson` one JSON object a line (an empty line is a heartbeat). A new
    connection first sends `games` (what `/v1/me/games` answers, no id); a resume (`Last-Event-ID` or
    `?after=`) sends the events after that id instead. The last 1000 events of an account are kept: a
    resume from an id older than those is answered as a new connection, `games` with `gap: true`, a
    `text` saying so, and the id it is current to.

    Args:
        after (str | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
    """

    kwargs = _get_kwargs(
        after=after,
        last_event_id=last_event_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    after: str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> Problem | str | None:
    """One stream for all of the account's games: game started, your turn, game over, invite accepted and
    its challenges, for every seat it holds.

     Server-Sent Events (`event:` the type, `id:` the account stream's id, `data:` an `AccountEvent`), or
    with `Accept: application/x-ndjson` one JSON object a line (an empty line is a heartbeat). A new
    connection first sends `games` (what `/v1/me/games` answers, no id); a resume (`Last-Event-ID` or
    `?after=`) sends the events after that id instead. The last 1000 events of an account are kept: a
    resume from an id older than those is answered as a new connection, `games` with `gap: true`, a
    `text` saying so, and the id it is current to.

    Args:
        after (str | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
    """

    return (
        await asyncio_detailed(
            client=client,
            after=after,
            last_event_id=last_event_id,
        )
    ).parsed

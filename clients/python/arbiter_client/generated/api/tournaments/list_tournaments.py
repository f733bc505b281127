from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.list_tournaments_response_200 import ListTournamentsResponse200
from ...models.list_tournaments_status import ListTournamentsStatus
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    status: ListTournamentsStatus | Unset = UNSET,
    ruleset: str | Unset = UNSET,
    cursor: int | Unset = UNSET,
    limit: int | Unset = 50,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    params["ruleset"] = ruleset

    params["cursor"] = cursor

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/tournaments",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ListTournamentsResponse200 | Problem:
    if response.status_code == 200:
        response_200 = ListTournamentsResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ListTournamentsResponse200 | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    status: ListTournamentsStatus | Unset = UNSET,
    ruleset: str | Unset = UNSET,
    cursor: int | Unset = UNSET,
    limit: int | Unset = 50,
) -> Response[ListTournamentsResponse200 | Problem]:
    """Tournaments newest first, by status and ruleset.

    Args:
        status (ListTournamentsStatus | Unset):
        ruleset (str | Unset):
        cursor (int | Unset):
        limit (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListTournamentsResponse200 | Problem]
    """

    kwargs = _get_kwargs(
        status=status,
        ruleset=ruleset,
        cursor=cursor,
        limit=limit,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    status: ListTournamentsStatus | Unset = UNSET,
    ruleset: str | Unset = UNSET,
    cursor: int | Unset = UNSET,
    limit: int | Unset = 50,
) -> ListTournamentsResponse200 | Problem | None:
    """Tournaments newest first, by status and ruleset.

    Args:
        status (ListTournamentsStatus | Unset):
        ruleset (str | Unset):
        cursor (int | Unset):
        limit (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListTournamentsResponse200 | Problem
    """

    return sync_detailed(
        client=client,
        status=status,
        ruleset=ruleset,
        cursor=cursor,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    status: ListTournamentsStatus | Unset = UNSET,
    ruleset: str | Unset = UNSET,
    cursor: int | Unset = UNSET,
    limit: int | Unset = 50,
) -> Response[ListTournamentsResponse200 | Problem]:
    """Tournaments newest first, by status and ruleset.

    Args:
        status (ListTournamentsStatus | Unset):
        ruleset (str | Unset):
        cursor (int | Unset):
        limit (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListTournamentsResponse200 | Problem]
    """

    kwargs = _get_kwargs(
        status=status,
        ruleset=ruleset,
        cursor=cursor,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    status: ListTournamentsStatus | Unset = UNSET,
    ruleset: str | Unset = UNSET,
    cursor: int | Unset = UNSET,
    limit: int | Unset = 50,
) -> ListTournamentsResponse200 | Problem | None:
    """Tournaments newest first, by status and ruleset.

    Args:
        status (ListTournamentsStatus | Unset):
        ruleset (str | Unset):
        cursor (int | Unset):
        limit (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListTournamentsResponse200 | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            status=status,
            ruleset=ruleset,
            cursor=cursor,
            limit=limit,
        )
    ).parsed

from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.report_queue_response_200 import ReportQueueResponse200
from ...models.report_queue_status import ReportQueueStatus
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    status: ReportQueueStatus | Unset = ReportQueueStatus.OPEN,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/moderation/reports",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | ReportQueueResponse200:
    if response.status_code == 200:
        response_200 = ReportQueueResponse200.from_dict(response.json())

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
) -> Response[Problem | ReportQueueResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    status: ReportQueueStatus | Unset = ReportQueueStatus.OPEN,
) -> Response[Problem | ReportQueueResponse200]:
    """Moderators: the open reports oldest first (a queue), or `status=closed|all` newest first.

    Args:
        status (ReportQueueStatus | Unset):  Default: ReportQueueStatus.OPEN.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ReportQueueResponse200]
    """

    kwargs = _get_kwargs(
        status=status,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    status: ReportQueueStatus | Unset = ReportQueueStatus.OPEN,
) -> Problem | ReportQueueResponse200 | None:
    """Moderators: the open reports oldest first (a queue), or `status=closed|all` newest first.

    Args:
        status (ReportQueueStatus | Unset):  Default: ReportQueueStatus.OPEN.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ReportQueueResponse200
    """

    return sync_detailed(
        client=client,
        status=status,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    status: ReportQueueStatus | Unset = ReportQueueStatus.OPEN,
) -> Response[Problem | ReportQueueResponse200]:
    """Moderators: the open reports oldest first (a queue), or `status=closed|all` newest first.

    Args:
        status (ReportQueueStatus | Unset):  Default: ReportQueueStatus.OPEN.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ReportQueueResponse200]
    """

    kwargs = _get_kwargs(
        status=status,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    status: ReportQueueStatus | Unset = ReportQueueStatus.OPEN,
) -> Problem | ReportQueueResponse200 | None:
    """Moderators: the open reports oldest first (a queue), or `status=closed|all` newest first.

    Args:
        status (ReportQueueStatus | Unset):  Default: ReportQueueStatus.OPEN.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ReportQueueResponse200
    """

    return (
        await asyncio_detailed(
            client=client,
            status=status,
        )
    ).parsed

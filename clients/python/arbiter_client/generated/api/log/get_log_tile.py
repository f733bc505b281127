from http import HTTPStatus
from io import BytesIO
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...types import File, Response


def _get_kwargs(
    rest: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/log/tile/{rest}".format(
            rest=quote(str(rest), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> File | Problem:
    if response.status_code == 200:
        response_200 = File(payload=BytesIO(response.content))

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
) -> Response[File | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    rest: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[File | Problem]:
    """A C2SP tlog-tiles resource: `tile/<L>/<N>[.p/<W>]` (hash tiles) or `tile/entries/<N>[.p/<W>]` (entry
    bundles, uint16-length-prefixed leaves), N in 3-digit groups (`x001/x234/067`). Immutable: cached
    for good.

    Args:
        rest (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[File | Problem]
    """

    kwargs = _get_kwargs(
        rest=rest,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    rest: str,
    *,
    client: AuthenticatedClient | Client,
) -> File | Problem | None:
    """A C2SP tlog-tiles resource: `tile/<L>/<N>[.p/<W>]` (hash tiles) or `tile/entries/<N>[.p/<W>]` (entry
    bundles, uint16-length-prefixed leaves), N in 3-digit groups (`x001/x234/067`). Immutable: cached
    for good.

    Args:
        rest (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        File | Problem
    """

    return sync_detailed(
        rest=rest,
        client=client,
    ).parsed


async def asyncio_detailed(
    rest: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[File | Problem]:
    """A C2SP tlog-tiles resource: `tile/<L>/<N>[.p/<W>]` (hash tiles) or `tile/entries/<N>[.p/<W>]` (entry
    bundles, uint16-length-prefixed leaves), N in 3-digit groups (`x001/x234/067`). Immutable: cached
    for good.

    Args:
        rest (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[File | Problem]
    """

    kwargs = _get_kwargs(
        rest=rest,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    rest: str,
    *,
    client: AuthenticatedClient | Client,
) -> File | Problem | None:
    """A C2SP tlog-tiles resource: `tile/<L>/<N>[.p/<W>]` (hash tiles) or `tile/entries/<N>[.p/<W>]` (entry
    bundles, uint16-length-prefixed leaves), N in 3-digit groups (`x001/x234/067`). Immutable: cached
    for good.

    Args:
        rest (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        File | Problem
    """

    return (
        await asyncio_detailed(
            rest=rest,
            client=client,
        )
    ).parsed

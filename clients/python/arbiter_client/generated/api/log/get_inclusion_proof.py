from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_inclusion_proof_response_200 import GetInclusionProofResponse200
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    index: int,
    size: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["index"] = index

    params["size"] = size

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/log/proof/inclusion",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> GetInclusionProofResponse200 | Problem:
    if response.status_code == 200:
        response_200 = GetInclusionProofResponse200.from_dict(response.json())

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
) -> Response[GetInclusionProofResponse200 | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    index: int,
    size: int | Unset = UNSET,
) -> Response[GetInclusionProofResponse200 | Problem]:
    """RFC 9162 inclusion proof of the leaf at `index` in the tree of `size` (default: the newest).

    Args:
        index (int):
        size (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetInclusionProofResponse200 | Problem]
    """

    kwargs = _get_kwargs(
        index=index,
        size=size,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    index: int,
    size: int | Unset = UNSET,
) -> GetInclusionProofResponse200 | Problem | None:
    """RFC 9162 inclusion proof of the leaf at `index` in the tree of `size` (default: the newest).

    Args:
        index (int):
        size (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetInclusionProofResponse200 | Problem
    """

    return sync_detailed(
        client=client,
        index=index,
        size=size,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    index: int,
    size: int | Unset = UNSET,
) -> Response[GetInclusionProofResponse200 | Problem]:
    """RFC 9162 inclusion proof of the leaf at `index` in the tree of `size` (default: the newest).

    Args:
        index (int):
        size (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetInclusionProofResponse200 | Problem]
    """

    kwargs = _get_kwargs(
        index=index,
        size=size,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    index: int,
    size: int | Unset = UNSET,
) -> GetInclusionProofResponse200 | Problem | None:
    """RFC 9162 inclusion proof of the leaf at `index` in the tree of `size` (default: the newest).

    Args:
        index (int):
        size (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetInclusionProofResponse200 | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            index=index,
            size=size,
        )
    ).parsed

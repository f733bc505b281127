from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_catalogue_response_200 import GetCatalogueResponse200
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    lang: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["lang"] = lang

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/i18n",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> GetCatalogueResponse200 | Problem:
    if response.status_code == 200:
        response_200 = GetCatalogueResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[GetCatalogueResponse200 | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    lang: str | Unset = UNSET,
) -> Response[GetCatalogueResponse200 | Problem]:
    """The message catalogue of the request's language (`lang`, else the account's setting, else the `lang`
    cookie, else Accept-Language, else English): what the pages show.

    Args:
        lang (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetCatalogueResponse200 | Problem]
    """

    kwargs = _get_kwargs(
        lang=lang,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    lang: str | Unset = UNSET,
) -> GetCatalogueResponse200 | Problem | None:
    """The message catalogue of the request's language (`lang`, else the account's setting, else the `lang`
    cookie, else Accept-Language, else English): what the pages show.

    Args:
        lang (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetCatalogueResponse200 | Problem
    """

    return sync_detailed(
        client=client,
        lang=lang,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    lang: str | Unset = UNSET,
) -> Response[GetCatalogueResponse200 | Problem]:
    """The message catalogue of the request's language (`lang`, else the account's setting, else the `lang`
    cookie, else Accept-Language, else English): what the pages show.

    Args:
        lang (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetCatalogueResponse200 | Problem]
    """

    kwargs = _get_kwargs(
        lang=lang,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    lang: str | Unset = UNSET,
) -> GetCatalogueResponse200 | Problem | None:
    """The message catalogue of the request's language (`lang`, else the account's setting, else the `lang`
    cookie, else Accept-Language, else English): what the pages show.

    Args:
        lang (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetCatalogueResponse200 | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            lang=lang,
        )
    ).parsed

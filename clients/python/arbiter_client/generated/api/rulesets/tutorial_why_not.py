from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.why_not import WhyNot
from ...types import UNSET, Response, Unset


def _get_kwargs(
    ruleset_id: str,
    n: int,
    *,
    pick: str,
    given: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["pick"] = pick

    params["given"] = given

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/rulesets/{ruleset_id}/tutorial/{n}/why-not".format(
            ruleset_id=quote(str(ruleset_id), safe=""),
            n=quote(str(n), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | WhyNot:
    if response.status_code == 200:
        response_200 = WhyNot.from_dict(response.json())

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
) -> Response[Problem | WhyNot]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    ruleset_id: str,
    n: int,
    *,
    client: AuthenticatedClient | Client,
    pick: str,
    given: str | Unset = UNSET,
) -> Response[Problem | WhyNot]:
    """Why a tapped element names no move of the learner in step n (as a game's why-not).

    Args:
        ruleset_id (str): a ruleset id; GET /v1/rulesets lists them (today: battalla, battlegates,
            channeling, dale, grove). New rulesets may appear.
        n (int):
        pick (str):
        given (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WhyNot]
    """

    kwargs = _get_kwargs(
        ruleset_id=ruleset_id,
        n=n,
        pick=pick,
        given=given,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    ruleset_id: str,
    n: int,
    *,
    client: AuthenticatedClient | Client,
    pick: str,
    given: str | Unset = UNSET,
) -> Problem | WhyNot | None:
    """Why a tapped element names no move of the learner in step n (as a game's why-not).

    Args:
        ruleset_id (str): a ruleset id; GET /v1/rulesets lists them (today: battalla, battlegates,
            channeling, dale, grove). New rulesets may appear.
        n (int):
        pick (str):
        given (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WhyNot
    """

    return sync_detailed(
        ruleset_id=ruleset_id,
        n=n,
        client=client,
        pick=pick,
        given=given,
    ).parsed


async def asyncio_detailed(
    ruleset_id: str,
    n: int,
    *,
    client: AuthenticatedClient | Client,
    pick: str,
    given: str | Unset = UNSET,
) -> Response[Problem | WhyNot]:
    """Why a tapped element names no move of the learner in step n (as a game's why-not).

    Args:
        ruleset_id (str): a ruleset id; GET /v1/rulesets lists them (today: battalla, battlegates,
            channeling, dale, grove). New rulesets may appear.
        n (int):
        pick (str):
        given (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WhyNot]
    """

    kwargs = _get_kwargs(
        ruleset_id=ruleset_id,
        n=n,
        pick=pick,
        given=given,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    ruleset_id: str,
    n: int,
    *,
    client: AuthenticatedClient | Client,
    pick: str,
    given: str | Unset = UNSET,
) -> Problem | WhyNot | None:
    """Why a tapped element names no move of the learner in step n (as a game's why-not).

    Args:
        ruleset_id (str): a ruleset id; GET /v1/rulesets lists them (today: battalla, battlegates,
            channeling, dale, grove). New rulesets may appear.
        n (int):
        pick (str):
        given (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WhyNot
    """

    return (
        await asyncio_detailed(
            ruleset_id=ruleset_id,
            n=n,
            client=client,
            pick=pick,
            given=given,
        )
    ).parsed

from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.analysis import Analysis
from ...models.analysis_running import AnalysisRunning
from ...models.get_analysis_level import GetAnalysisLevel
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    level: GetAnalysisLevel | Unset = GetAnalysisLevel.STANDARD,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_level: str | Unset = UNSET
    if not isinstance(level, Unset):
        json_level = level.value

    params["level"] = json_level

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/analysis".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Analysis | AnalysisRunning | Problem:
    if response.status_code == 200:
        response_200 = Analysis.from_dict(response.json())

        return response_200

    if response.status_code == 202:
        response_202 = AnalysisRunning.from_dict(response.json())

        return response_202

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Analysis | AnalysisRunning | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    level: GetAnalysisLevel | Unset = GetAnalysisLevel.STANDARD,
) -> Response[Analysis | AnalysisRunning | Problem]:
    """The coach: a finished game's analysis (docs/analysis.md). Every decision of every seat valued from
    that seat's own information only: its chance to win before the move, after the move played and after
    the AI's move, and the turning points in words. Made once per game and level by a job of its own
    queue, then kept (archived games too).

    Args:
        game_id (str):
        level (GetAnalysisLevel | Unset):  Default: GetAnalysisLevel.STANDARD.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Analysis | AnalysisRunning | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        level=level,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    level: GetAnalysisLevel | Unset = GetAnalysisLevel.STANDARD,
) -> Analysis | AnalysisRunning | Problem | None:
    """The coach: a finished game's analysis (docs/analysis.md). Every decision of every seat valued from
    that seat's own information only: its chance to win before the move, after the move played and after
    the AI's move, and the turning points in words. Made once per game and level by a job of its own
    queue, then kept (archived games too).

    Args:
        game_id (str):
        level (GetAnalysisLevel | Unset):  Default: GetAnalysisLevel.STANDARD.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Analysis | AnalysisRunning | Problem
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        level=level,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    level: GetAnalysisLevel | Unset = GetAnalysisLevel.STANDARD,
) -> Response[Analysis | AnalysisRunning | Problem]:
    """The coach: a finished game's analysis (docs/analysis.md). Every decision of every seat valued from
    that seat's own information only: its chance to win before the move, after the move played and after
    the AI's move, and the turning points in words. Made once per game and level by a job of its own
    queue, then kept (archived games too).

    Args:
        game_id (str):
        level (GetAnalysisLevel | Unset):  Default: GetAnalysisLevel.STANDARD.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Analysis | AnalysisRunning | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        level=level,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    level: GetAnalysisLevel | Unset = GetAnalysisLevel.STANDARD,
) -> Analysis | AnalysisRunning | Problem | None:
    """The coach: a finished game's analysis (docs/analysis.md). Every decision of every seat valued from
    that seat's own information only: its chance to win before the move, after the move played and after
    the AI's move, and the turning points in words. Made once per game and level by a job of its own
    queue, then kept (archived games too).

    Args:
        game_id (str):
        level (GetAnalysisLevel | Unset):  Default: GetAnalysisLevel.STANDARD.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Analysis | AnalysisRunning | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            level=level,
        )
    ).parsed

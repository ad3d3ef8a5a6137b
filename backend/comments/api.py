"""Comment endpoints for news, comics and polls (API.md): the tree, writing, likes and reports."""
from django.http import HttpRequest, HttpResponse
from ninja import Form, Router

from common.clients import network_key, reader_key
from common.languages import request_language, translated
from common.readers import check_new_vote, ensure_reader_cookie
from common.throttle import check_rate

from . import logic
from .models import TargetType
from .schemas import (
    ComicCommentIn,
    ComicCommentsIn,
    CommentFields,
    CommentInsertOut,
    CommentReportIn,
    CommentsOut,
    CommentVoteIn,
    CommentVoteOut,
    PollCommentIn,
    PollCommentsIn,
    StatusOut,
    vote_out,
)

router = Router(tags=["comments"])


def _tree(request: HttpRequest, target_type: str, key: str | int) -> dict:
    target = logic.get_target(target_type, key)
    return {"comments": logic.comment_tree(target, reader_key(request))}


def _insert(request: HttpRequest, response: HttpResponse, target_type: str, key: str | int, data: CommentFields):
    target = logic.get_target(target_type, key)
    ensure_reader_cookie(request, response)
    result = logic.insert_comment(
        target, body=data.commentBody, author_name=data.commentBy, parent_id=data.parentid,
        emoticon_id=data.emoticid, client_key=network_key(request), request=request,
    )
    message = translated(result.message, request_language(request)) if result.message else ""
    return {"status": result.status, "entity": result.comment, "message": message}


def _vote(request: HttpRequest, response: HttpResponse, data: CommentVoteIn, target_type: str) -> dict:
    ensure_reader_cookie(request, response)  # first: the write counts against the reader it makes
    check_rate(request, "like")
    return vote_out(logic.vote_comment(
        data.commentid, reader_key(request), data.type, target_type,
        before_new_vote=lambda: check_new_vote(request, "comment-like", data.commentid),
    ))


@router.post("/{newsid}/r/comments", response=CommentsOut)
def list_news_comments(request: HttpRequest, newsid: str):
    return _tree(request, TargetType.NEWS, newsid)


@router.post("/{newsid}/r/comment-insert", response=CommentInsertOut)
def create_news_comment(request: HttpRequest, response: HttpResponse, newsid: str, data: Form[CommentFields]):
    return _insert(request, response, TargetType.NEWS, newsid, data)


@router.post("/news/comment-like-dislike", response=CommentVoteOut)
def vote_news_comment(request: HttpRequest, response: HttpResponse, data: Form[CommentVoteIn]):
    return _vote(request, response, data, TargetType.NEWS)


@router.post("/comic/comment", response=CommentsOut)
def list_comic_comments(request: HttpRequest, data: Form[ComicCommentsIn]):
    return _tree(request, TargetType.COMIC, data.comicId)


@router.post("/comic/comment-set", response=CommentInsertOut)
def create_comic_comment(request: HttpRequest, response: HttpResponse, data: Form[ComicCommentIn]):
    return _insert(request, response, TargetType.COMIC, data.comicid, data)


@router.post("/comic/comment-like-dislike", response=CommentVoteOut)
def vote_comic_comment(request: HttpRequest, response: HttpResponse, data: Form[CommentVoteIn]):
    return _vote(request, response, data, TargetType.COMIC)


@router.post("/poll/comments", response=CommentsOut)
def list_poll_comments(request: HttpRequest, data: Form[PollCommentsIn]):
    return _tree(request, TargetType.POLL, data.pollId)


@router.post("/poll/comment-set", response=CommentInsertOut)
def create_poll_comment(request: HttpRequest, response: HttpResponse, data: Form[PollCommentIn]):
    return _insert(request, response, TargetType.POLL, data.pollid, data)


@router.post("/poll/comment-like-dislike", response=CommentVoteOut)
def vote_poll_comment(request: HttpRequest, response: HttpResponse, data: Form[CommentVoteIn]):
    return _vote(request, response, data, TargetType.POLL)


@router.post("/comment/report", response=StatusOut)
def report_comment(request: HttpRequest, response: HttpResponse, data: Form[CommentReportIn]):
    ensure_reader_cookie(request, response)
    check_rate(request, "report")
    logic.report_comment(data.commentid, reader_key(request), data.reason)
    return {"status": "success"}

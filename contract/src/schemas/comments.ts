/**
 * The comments calls' shapes (docs/api-contract.md, "Comments"), the same under `/client/application/comment` and
 * `/manage/application/comment`, and the company's comment templates. The one definition that the contract server
 * (reference-server/src/api/routes/application-comments.ts) and the comment screens (shared-core/src/applications,
 * remote-client/src/api/comment-templates.ts) both import.
 */
import type { AppLanguage } from './applications';
import type { EditFormAnswer } from './forms';

/** A comment of an application, as its page shows it in `position` order (1..n). */
export interface AppComment {
  id: number;
  application_id: number;
  author_name: string;
  author_avatar_url: string;
  text: string;
  /** 1 to 5 stars. */
  rating: number;
  likes: number;
  /** The day the page shows (`YYYY-MM-DD`). */
  shown_date: string;
  position: number;
  reply_text: string | null;
  /** A comment of a platform set: it cannot be edited or deleted, only detached with its set. */
  is_system: boolean;
  system_set_id: number | null;
  created_at: string;
}

/** One comment of a template or a system set (no id, no position, no date). */
export interface TemplateComment {
  author_name: string;
  text: string;
  rating: number;
  likes: number;
  reply_text?: string;
}

/** A company's comment template: the own comments of an application, kept to fill another one. */
export interface CommentTemplate {
  id: number;
  name: string;
  language: AppLanguage;
  comments: TemplateComment[];
  created_at: string;
}

/** A platform's set of comments, and whether it is attached to the application asked about. */
export interface SystemCommentSet {
  id: number;
  name: string;
  language: AppLanguage;
  comments_count: number;
  comments: TemplateComment[];
  attached: boolean;
}

/**
 * The fields of store (without `?`: required) and of update (the fields that change). A blank `reply_text` is no
 * reply (null).
 */
export interface CommentBody {
  author_name: string;
  text: string;
  rating: number;
  likes?: number;
  shown_date: string;
  reply_text?: string | null;
  author_avatar_url?: string;
}

/** `POST .../comment/store`: the application and the comment's fields. */
export type CommentStoreBody = { application_id: number } & CommentBody;

/** `POST .../comment/update-position`: every comment id of the application, in the new order. */
export interface CommentPositionsBody {
  application_id: number;
  ids: number[];
}

/** `POST .../comment/create-template`: the application's own comments as a template; the language defaults to its. */
export interface CommentTemplateBody {
  application_id: number;
  name: string;
  language?: AppLanguage;
}

/** `POST .../comment/create-from-template`: copies a template's comments into the application. */
export interface FromTemplateBody {
  application_id: number;
  template_id: number;
}

/** `POST .../comment/attach-system-comments` and `detach-system-comments`. */
export interface SystemSetBody {
  application_id: number;
  set_id: number;
}

/** `GET …/comment/{id}/edit`: the comment; its form has no choices. */
export type CommentEditAnswer = EditFormAnswer<AppComment, Record<string, never>>;

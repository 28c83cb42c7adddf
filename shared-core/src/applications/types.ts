/** The application and its comments as the record calls answer them (docs/product.md, "Entities"). */

export type ApplicationStatus = 'draft' | 'active' | 'deactivated' | 'deleted';

export interface Application {
  id: number;
  name: string;
  status: ApplicationStatus;
  domain_id: number | null;
  domain: string;
  language: string;
  category: string;
  template: string;
  icon_url: string;
  screenshots: string[];
  developer_name: string;
  description: string;
  rating: number;
  installs_label: string;
  offer_url: string;
  pixel_ids: number[];
  push_enabled: boolean;
  comments_count: number;
  installs: number;
  company_id: number;
  /** The manage area's answers name the owning company. */
  company_name?: string;
  created_at: string;
  updated_at: string;
}

export interface AppComment {
  id: number;
  application_id: number;
  author_name: string;
  author_avatar_url: string;
  text: string;
  rating: number;
  likes: number;
  shown_date: string;
  position: number;
  reply_text: string | null;
  is_system: boolean;
  system_set_id: number | null;
}

/** One comment of a template or a system set (no id, no position, no date). */
export interface TemplateComment {
  author_name: string;
  text: string;
  rating: number;
  likes: number;
  reply_text?: string | null;
}

export interface CommentTemplate {
  id: number;
  name: string;
  language: string;
  comments: TemplateComment[];
  created_at?: string;
}

export interface SystemCommentSet {
  id: number;
  name: string;
  language: string;
  comments_count: number;
  comments: TemplateComment[];
  attached: boolean;
}

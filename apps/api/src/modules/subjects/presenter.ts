import { type Subject } from '@cp/contract';
import { roleOf } from '../subject-store/access';
import type { SubjectSqlRow } from '../subject-store/repository';
import { toIso } from '../../platform/time';

/** The Subject JSON of spec 1 §3 for one viewer. */
export function toSubject(r: SubjectSqlRow, viewerId: number): Subject {
  const mine = r.owner_id === viewerId;
  return {
    code: r.code,
    name: r.name,
    description: r.description,
    created: toIso(r.created_at),
    updated: toIso(r.updated_at),
    private: r.private,
    verified: r.verified,
    published: r.published,
    adaptive: r.adaptive,
    is_demo: r.is_demo,
    is_having_diagnostic_test: r.has_diagnostic_test,
    image: r.image,
    category_id: r.category_id,
    category_name: r.category_name === null ? null : r.parent_name ? `${r.parent_name}/${r.category_name}` : r.category_name,
    category_parent_id: r.category_parent_id,
    pre_requisite: r.prerequisite === null ? null : JSON.stringify(r.prerequisite),
    contributors: r.contributors,
    owner_username: r.owner_username,
    owner_email: r.owner_email,
    owner_avatar: r.owner_avatar,
    owner_official: r.owner_official,
    role: roleOf(r.owner_id, viewerId, r.member_role),
    mine,
    request_status: r.request_status,
    invited: r.invited,
    publishable: r.publishable,
    last_publish_date: r.last_publish_date === null ? null : toIso(r.last_publish_date),
    last_publish_version: r.last_publish_version,
    last_publish_status: r.last_publish_status,
  };
}

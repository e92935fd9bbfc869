/** The player's deposits, newest first, with their status (pending, approved, rejected, expired). */
import { depositsCall } from '../../../api/calls/money/deposits';
import { api } from '../../../api/default-client';
import { pagedList } from '../../../stores/paged-list';

export const DEPOSITS_PAGE_SIZE = 10;

export const depositHistory = pagedList((page) =>
  api.call(depositsCall, { query: { page, pageSize: DEPOSITS_PAGE_SIZE } }),
);

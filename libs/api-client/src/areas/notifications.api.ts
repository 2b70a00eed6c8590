import type { ApprovalEmailAddendum, ApprovalEmailPreview, ApprovalEmailPreviewBody, SetApprovalEmailAddendumBody } from '@socials/domain';
import { baseApi } from '../base-api';
import { tags } from '../tags';

const approvalEmailUrl = (socialId: string) => `/socials/${encodeURIComponent(socialId)}/emails/approval`;

export const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getApprovalEmailAddendum: build.query<ApprovalEmailAddendum, string>({
      query: (socialId) => `${approvalEmailUrl(socialId)}/addendum`,
      providesTags: (_reply, _error, socialId) => [tags.approvalEmailAddendum(socialId)],
    }),
    setApprovalEmailAddendum: build.mutation<ApprovalEmailAddendum, { socialId: string; body: SetApprovalEmailAddendumBody }>({
      query: ({ socialId, body }) => ({ url: `${approvalEmailUrl(socialId)}/addendum`, method: 'POST', body }),
      invalidatesTags: (_reply, _error, { socialId }) => [tags.approvalEmailAddendum(socialId)],
    }),
    /** Renders the going e-mail; sends nothing, so it changes no cache. */
    previewApprovalEmail: build.mutation<ApprovalEmailPreview, { socialId: string; body: ApprovalEmailPreviewBody }>({
      query: ({ socialId, body }) => ({ url: `${approvalEmailUrl(socialId)}/preview`, method: 'POST', body }),
    }),
  }),
});

export const { useGetApprovalEmailAddendumQuery, useSetApprovalEmailAddendumMutation, usePreviewApprovalEmailMutation } = notificationsApi;

import { ApiError } from '@idea-studio/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AppApi } from './api';
import { REPORT_FAILURE } from './queryHooks';

/**
 * Reports the failure of a query that asks for it (`REPORT_FAILURE`, the queries of `$api`) with the rules of the
 * `client`: once, when the query gives up after its last attempt. Only failed requests are reported (a cancelled
 * query or a track the server does not define are not errors of a request).
 */
export function useReportQueryFailures(report: AppApi['report']) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        if (event.query.meta?.reportFailure !== REPORT_FAILURE.reportFailure) return;
        if (event.action.error instanceof ApiError) report(event.action.error);
      }),
    [queryClient, report],
  );
}

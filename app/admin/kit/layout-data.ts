// What the back office's layout loads for every page (who is signed in, the session's times),
// for any screen to read.
import { useRouteLoaderData } from "react-router";
import type { StaffRole } from "../../staff-session/roles.ts";

export interface SessionTimes {
  idleSeconds: number;
  touchEverySeconds: number;
}

interface AdminLayoutData {
  staff: { id: string; displayName: string; email: string; roles: StaffRole[] } | null;
  session: SessionTimes | null;
}

export function useAdminLayoutData(): AdminLayoutData | undefined {
  return useRouteLoaderData<AdminLayoutData>("admin/shell/layout");
}

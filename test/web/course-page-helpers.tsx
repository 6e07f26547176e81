import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { LoginDialogProvider } from '../../web/src/components/LoginDialogProvider';
import type { ComponentProps } from 'react';
import { CourseDetailPage } from '../../web/src/features/course-detail/CourseDetailPage';
import { routePatterns } from '../../web/src/lib/paths';
import { SessionProvider } from '../../web/src/lib/session';

type LoginDialog = ComponentProps<typeof LoginDialogProvider>['Dialog'];

/** /course/c1 as the app renders it, with the session and (unless given one) a login dialog that never opens. */
export function renderCoursePage(path = '/course/c1', Dialog: LoginDialog = () => null) {
  return render(
    <SessionProvider>
      <MemoryRouter initialEntries={[path]}>
        <LoginDialogProvider Dialog={Dialog}>
          <Routes>
            <Route path={routePatterns.course} element={<CourseDetailPage />} />
          </Routes>
        </LoginDialogProvider>
      </MemoryRouter>
    </SessionProvider>,
  );
}

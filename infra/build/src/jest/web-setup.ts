import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy* and waitFor give up after 1 s by default, which a jsdom render of a full listing can
// exceed on a busy 2-core machine; what never appears still fails, after 5 s.
configure({ asyncUtilTimeout: 5000 });

// PWA entry point. (The app shell comes with the PWA issue.)
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <h1>Hostel Meals</h1>
  </StrictMode>,
);

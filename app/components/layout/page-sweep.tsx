/**
 * The purple sweep of the page transition (spec §9): off screen, until a cross-document view transition captures it
 * and moves it across (app/app.css, decision 0070). Only on islands pages, whose links are document navigations.
 */
export function PageSweep() {
  return (
    <div
      aria-hidden="true"
      className="page-sweep pointer-events-none fixed inset-0 z-[55] -translate-x-full bg-linear-to-r from-brand-700 via-brand-600 to-brand-500"
    />
  );
}

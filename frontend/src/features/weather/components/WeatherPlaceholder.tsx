/**
 * The widget's usual box, held until its reading has loaded: the widget appears late (an island),
 * and without the box everything below it (on a phone, the footer) would jump as a reader reaches it.
 * Styled in global.css, which is loaded with the page (the widget's own CSS comes with its code).
 */
export function WeatherPlaceholder() {
  return <div className="weather-placeholder" aria-hidden="true" />;
}

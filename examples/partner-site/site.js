// The page's own script (a file: the CSP allows no inline script). It drives the grid from the bar.
const grid = document.querySelector('convive-property-grid');
const log = document.getElementById('event-log');

function logEvent(event) {
  const item = document.createElement('li');
  item.dataset.event = event.type;
  item.textContent = `${new Date().toLocaleTimeString('es-ES')} ${event.type} ${JSON.stringify(event.detail)}`;
  log.prepend(item);
}

// The bar only announces the search (no results-url): the page drives its grid.
document.addEventListener('convive-search', (event) => {
  const filters = event.detail ?? {};
  const attributes = {
    city: filters.city,
    'max-price': filters.max_price,
    'property-type': filters.property_type,
    bedrooms: filters.bedrooms,
  };
  for (const [name, value] of Object.entries(attributes)) {
    // Removing an attribute clears that filter.
    if (value === undefined || value === null || value === '') grid.removeAttribute(name);
    else grid.setAttribute(name, String(value));
  }
  logEvent(event);
});

document.addEventListener('convive-page-change', (event) => {
  logEvent(event);
  document.getElementById('results-title').scrollIntoView({ behavior: 'smooth' });
});

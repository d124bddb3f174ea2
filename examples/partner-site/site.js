// The page's own script (a file: the CSP allows no inline script): a log of the widgets' events.
const log = document.getElementById('event-log');

function logEvent(event) {
  const item = document.createElement('li');
  item.dataset.event = event.type;
  item.textContent = `${new Date().toLocaleTimeString('es-ES')} ${event.type} ${JSON.stringify(event.detail)}`;
  log.prepend(item);
}

// The grid follows the bar by itself (`search-from`): the page only logs the searches.
document.addEventListener('convive-search', logEvent);

document.addEventListener('convive-page-change', (event) => {
  logEvent(event);
  document.getElementById('results-title').scrollIntoView({ behavior: 'smooth' });
});

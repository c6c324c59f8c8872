// The toast's styles: Blueprint's deferred components (the toast among them) and the snackbar's
// own placement and transitions. One module, imported by the toast's chunk only, so a page that
// never shows a notice never loads them.
import 'blueprint-css/rest.css';
import './snackbar.css';

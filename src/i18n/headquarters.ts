// Texts of the headquarters (Sedes) area, and the failure messages of its shared calls.

export const HEADQUARTERS_FETCH_ERROR = 'No hemos podido cargar las sedes.';
export const HEADQUARTER_FETCH_ERROR = 'No hemos podido cargar la sede.';

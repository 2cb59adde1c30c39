// The title support's route table names. The table is in the first bundle (app/routes/feature-routes.ts), and a
// module lives in one chunk whole: it sat in support-pqr.ts, which brought every PQR text (2.4 KB) into the
// login's script.
export const pqrScreenName = 'PQR';

// The titles payments' route table names. The table is in the first bundle (app/routes/feature-routes.ts), and a
// module lives in one chunk whole: these sat in payments-staff.ts, which brought all the staff screens' texts
// (3 KB) into the login's script.
export const staffPaymentTitles = {
  site: 'Registrar un pago',
  cash: 'Pago en efectivo',
  pos: 'Pago con datáfono',
  receipt: 'Pago registrado',
};

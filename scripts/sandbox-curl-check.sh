#!/usr/bin/env bash
# Proves the sandbox API with plain curl (issue [1/9]): a password grant for every demo account, a refresh
# (and the spent refresh token refused), and a configuration exchange whose answer decrypts to the spec's fields.
# Usage: start the sandbox (`npm start` or `npm run sandbox`), then `bash scripts/sandbox-curl-check.sh [base]`.
set -euo pipefail
BASE=${1:-http://127.0.0.1:${API_PORT:-4175}}
CLIENT="client_id=portal-afiliados&client_secret=sandbox-portal-afiliados-2026"
ACCOUNTS=(titular nuevo completo corporativo beneficiario mora pendiente validacion oportunidad vendedor asesor familia)

json() { node -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>{const o=JSON.parse(s);console.log($1)})"; }

for name in "${ACCOUNTS[@]}"; do
  answer=$(curl -sf -X POST "$BASE/oauth2/token?grant_type=password&username=$name%40demo.es&password=Demo1234%21&$CLIENT")
  echo "$answer" | json "'password grant $name@demo.es: expires_in='+o.expires_in+', profiles='+JSON.parse(Buffer.from(o.access_token.split('.')[1],'base64url')).profiles.map(p=>p.role+(p.affiliation?'/'+p.affiliation:'')).join('+')"
done

refresh=$(curl -sf -X POST "$BASE/oauth2/token?grant_type=password&username=titular%40demo.es&password=Demo1234%21&$CLIENT" | json "o.refresh_token")
curl -sf -X POST "$BASE/oauth2/token?grant_type=refresh_token&refresh_token=$refresh&$CLIENT" | json "'refresh grant: new access token, rotated refresh token: '+(o.refresh_token!=='$refresh')"
spent=$(curl -s -o /dev/null -w '%{http_code}' -X POST "$BASE/oauth2/token?grant_type=refresh_token&refresh_token=$refresh&$CLIENT")
echo "spent refresh token again: HTTP $spent"

key=$(node -e "console.log(Array.from(crypto.getRandomValues(new Uint8Array(16)),d=>d%10).join(''))")
curl -sf -X POST "$BASE/clients/frontend" -H 'content-type: application/json' -d "{\"key\":\"$key\"}" | node -e "
let s='';process.stdin.on('data',d=>s+=d).on('end',async()=>{
  const {a,b,c}=JSON.parse(s); const raw=k=>Buffer.from(k,'base64');
  const digest=await crypto.subtle.digest('SHA-256',new TextEncoder().encode('$key'));
  const aes=await crypto.subtle.importKey('raw',digest,'AES-GCM',false,['decrypt']);
  const plain=await crypto.subtle.decrypt({name:'AES-GCM',iv:raw(a)},aes,Buffer.concat([raw(b),raw(c)]));
  const config=JSON.parse(new TextDecoder().decode(plain));
  console.log('configuration exchange decrypts to:', Object.keys(config).join(', '));
  console.log('  formWindowData:', JSON.stringify(config.formWindowData));
});"

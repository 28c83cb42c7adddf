# The shell page's Content-Security-Policy from the runtime config, for the image's start step (panel-shell.envsh):
#   jq -r --arg self 'http://$http_host' -f csp-policy.jq runtime-config.json
# The same rule as csp-policy.mjs, which the demo server runs; this form exists because the image has no Node at run
# time. deploy/csp-policy.test.ts holds the two to the same header on a table of configs (and this one to refusing
# what it cannot read as they would), and the nginx suite serves what this one writes. It takes a config the schema accepts (runtime-config.schema.json: remotes as
# absolute http(s) URLs) and stops on one it cannot judge, before nginx would serve a policy that blocks the remotes.

def fail($what): error("runtime config: \($what)");

# scheme, host (lower case, no default port), path of an absolute http(s) URL; null for anything else. Only URLs in a
# plain form are read, those for which this gives what the WHATWG URL parser (csp-policy.mjs) gives: an ASCII host name,
# a dotted-quad IPv4 address or [::1], a port of at most 65535, a path of URL characters with no dot segments. For any
# other (an IDN, 127.1, a space, /a/../b/, ...), null: the step refuses the config rather than write a policy that
# differs from the demo server's (deploy/csp-policy.test.ts tries both on such URLs).
def url_parts:
  if type != "string" then null
  else
    (capture("^(?<scheme>[Hh][Tt][Tt][Pp][Ss]?)://(?<host>[A-Za-z0-9.-]+|\\[::1\\])(:(?<port>[0-9]+))?(?<path>/[A-Za-z0-9._~!$&'()*+,;=:@%/-]*)?([?#].*)?$") // null)
    | if . == null then null
      # A host whose last label is a number is an IPv4 address to the URL parser, which rewrites 127.1 or 0x7f.0.0.1.
      elif (.host | test("(^|\\.)([0-9]+|0[Xx][0-9A-Fa-f]*)\\.?$"))
           and (.host | test("^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])$") | not)
      then null
      elif .port != null and (.port | tonumber) > 65535 then null
      elif (.path // "") | split("/") | any(test("^(\\.|%2[Ee]){1,2}$")) then null
      else
        (.scheme | ascii_downcase) as $scheme
        | (if .port == null then null else .port | tonumber end) as $port
        | {
            scheme: $scheme,
            host: ((.host | ascii_downcase)
              + (if $port == null or $port == (if $scheme == "https" then 443 else 80 end) then "" else ":\($port)" end)),
            path: (if .path == null then "/" else .path end)
          }
      end
  end;

def origin_of: url_parts | if . == null then null else "\(.scheme)://\(.host)" end;

# The manifest's folder, `;` and `,` percent-encoded (they end a directive or a policy).
def folder_of:
  url_parts | "\(.scheme)://\(.host)\(.path | sub("[^/]*$"; "") | gsub(";"; "%3B") | gsub(","; "%2C"))";

# The report address as one source: `;` and `,` would end the directive or the policy, white space the address
# (csp-policy.mjs: reportAddress).
def report_address:
  gsub(";"; "%3B") | gsub(","; "%2C") | gsub(" "; "%20") | gsub("\t"; "%09") | gsub("\n"; "%0A") | gsub("\r"; "%0D")
  | gsub("\f"; "%0C");

# Order-keeping de-duplication (csp-policy.mjs: [...new Set(values)]).
def distinct: reduce .[] as $x ([]; if any(.[]; . == $x) then . else . + [$x] end);

. as $config
| if (type != "object") then fail("not a JSON object") else . end
| ($config.remotes // {}) as $remotes
| if ($remotes | type) != "object" then fail("remotes is not an object") else . end
| [$remotes | to_entries[] | select((.value | url_parts) == null) | .key] as $bad
| if ($bad | length) > 0
  then fail("remotes.\($bad[0]) is not an http(s) URL in plain form (ASCII host, no spaces or dot segments)")
  else . end
| ($config.mainHost | if type == "string" then . else null end) as $shell_host
| ($config.apiBaseUrl | origin_of) as $api
| ($config.telegramBot | type == "string" and . != "") as $telegram
| [$remotes[] | origin_of] | distinct as $remote_origins
| [$remotes[] | (url_parts) as $u | origin_of as $origin
    | if $origin == $self or $u.host == $shell_host or $origin == $api or $shell_host == null
      then folder_of else $origin end] as $remote_scripts
| (if ($config.cspReportUrl | type) == "string" and $config.cspReportUrl != ""
   then [$config.cspReportUrl | report_address] else [] end)
  as $report
| [
    ["default-src", ["'self'"]],
    ["script-src", ["\($self)/admin/"] + $remote_scripts + (if $telegram then ["https://telegram.org"] else [] end)],
    ["connect-src", ["'self'"] + (if $api then [$api] else [] end) + $remote_origins],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:"] + (if $api then [$api] else [] end) + $remote_origins],
    ["font-src", ["'self'", "data:"] + $remote_origins],
    ["frame-src", (if $telegram then ["https://oauth.telegram.org"] else ["'none'"] end)],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]]
  ]
  + (if ($report | length) > 0 then [["report-uri", $report]] else [] end)
| map("\(.[0]) \(.[1] | distinct | join(" "))")
| join("; ")

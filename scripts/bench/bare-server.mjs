// The practical limit for the API benchmark: a bare node:http server answering, from memory,
// the same status, headers and body bytes the real server gave for each path (scripts/bench/
// api.ts records them; content-length is set again from the body).
// Usage: node bare-server.mjs <answers.json> — prints the port it listens on (127.0.0.1).
import fs from 'node:fs'
import http from 'node:http'

const answers = new Map(
  Object.entries(JSON.parse(fs.readFileSync(process.argv[2], 'utf8'))).map(([path, a]) => [
    path,
    { status: a.status, headers: a.headers, body: Buffer.from(a.body, 'base64') },
  ]),
)

const server = http.createServer((request, response) => {
  const answer = answers.get(request.url)
  if (!answer) {
    response.writeHead(404).end()
    return
  }
  response.writeHead(answer.status, { ...answer.headers, 'content-length': answer.body.length })
  response.end(answer.body)
})
server.keepAliveTimeout = 60_000
server.listen(0, '127.0.0.1', () => console.log(server.address().port))
process.on('SIGTERM', () => server.close(() => process.exit(0)))

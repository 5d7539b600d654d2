<?php
// The local push service (APNs' stand-in, issue 24): Echo's push job posts
// {"deviceTokens":[…],"messageType":"checkEchoV1","topic":…} to <wgEchoPushServiceBaseUrl>/<provider>.
// Each token's latest message is left in the mailbox folder as TOKEN.json (written whole, then renamed:
// a reader never sees half of one), as APNs keeps the last push for a device that is not connected. The
// app with --backend watches that folder and takes its own token's file; one running later finds it there.
// Every request is also a line of push-service.log (the tests' and the benchmark's record).
// Run by scripts/mediawiki as `php -S 127.0.0.1:PORT push-service.php` with PUSH_SETTINGS_MAILBOX set.
// This is not an Echo API: Echo's own code answers every Echo call.

$mailbox = getenv('PUSH_SETTINGS_MAILBOX');
$log = getenv('PUSH_SETTINGS_PUSH_LOG');

function answer(int $status, array $body): void {
    http_response_code($status);
    header('Content-Type: application/json');
    echo json_encode($body), "\n";
}

function record(string $log, array $entry): void {
    if ($log !== false && $log !== '') {
        file_put_contents($log, json_encode($entry) . "\n", FILE_APPEND | LOCK_EX);
    }
}

$path = parse_url($_SERVER['REQUEST_URI'] ?? '/', PHP_URL_PATH) ?? '/';
$received = microtime(true);
$requestId = $_SERVER['HTTP_X_REQUEST_ID'] ?? '';

if (!preg_match('#^/v1/message/(apns|fcm)$#', $path, $match)) {
    answer(404, ['error' => 'not-found', 'detail' => 'POST /v1/message/apns or /v1/message/fcm']);
    return;
}
if (($_SERVER['REQUEST_METHOD'] ?? '') !== 'POST') {
    answer(405, ['error' => 'method-not-allowed']);
    return;
}
if ($mailbox === false || !is_dir($mailbox)) {
    answer(500, ['error' => 'no-mailbox', 'detail' => 'PUSH_SETTINGS_MAILBOX is not a folder']);
    return;
}
$raw = file_get_contents('php://input', false, null, 0, 65536);
$body = json_decode($raw === false ? '' : $raw, true);
$tokens = is_array($body) ? ($body['deviceTokens'] ?? null) : null;
$type = is_array($body) ? ($body['messageType'] ?? null) : null;
if (!is_array($tokens) || count($tokens) === 0 || count($tokens) > 1000 || !is_string($type)) {
    answer(400, ['error' => 'bad-request', 'detail' => 'expected deviceTokens (1 to 1000) and messageType']);
    record($log, ['t' => $received, 'path' => $path, 'requestId' => $requestId, 'refused' => 'bad-request']);
    return;
}
foreach ($tokens as $token) {
    // A token names a file: letters, digits and . _ : - only, as the app's tokens are.
    if (!is_string($token) || !preg_match('/^[A-Za-z0-9._:-]{1,256}$/', $token) || $token[0] === '.') {
        answer(400, ['error' => 'bad-token']);
        record($log, ['t' => $received, 'path' => $path, 'requestId' => $requestId, 'refused' => 'bad-token']);
        return;
    }
}
$message = [
    'messageType' => $type,
    'topic' => is_string($body['topic'] ?? null) ? $body['topic'] : null,
    'provider' => $match[1],
    'requestId' => $requestId,
    'receivedAt' => $received,
];
foreach ($tokens as $token) {
    $temporary = "$mailbox/.$token." . getmypid() . '.tmp';
    file_put_contents($temporary, json_encode($message) . "\n");
    rename($temporary, "$mailbox/$token.json");
}
record($log, ['t' => $received, 'path' => $path, 'requestId' => $requestId, 'deviceTokens' => $tokens,
    'messageType' => $type]);
answer(200, ['result' => 'queued', 'deviceTokens' => count($tokens)]);

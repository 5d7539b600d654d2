<?php
// A wiki's api.php over HTTP, as a browser would talk to it: keeps the session cookies between calls.
// Bounded (60 s a call). Parameters are encoded by http_build_query; a POST's go in its body only.

declare(strict_types=1);

final class Api
{
    /** @var array<string, string> */
    private array $cookies = [];

    public function __construct(private int $port)
    {
    }

    public function url(array $query = []): string
    {
        return "http://127.0.0.1:$this->port/api.php" . ($query === [] ? '' : '?' . http_build_query($query, '', '&', PHP_QUERY_RFC3986));
    }

    /** The answer's body, or null when there is no answer (nothing listens, time out). */
    public function get(array $query, float $timeout = 60): ?string
    {
        return $this->request('GET', $this->url($query), null, $timeout);
    }

    public function post(array $parameters, float $timeout = 60): ?string
    {
        return $this->request('POST', $this->url(), http_build_query($parameters, '', '&', PHP_QUERY_RFC3986), $timeout);
    }

    /** A value at a path of a JSON answer; null when there is none, or it is not a string or number. */
    public static function field(?string $answer, string ...$path): ?string
    {
        $value = $answer === null ? null : json_decode($answer, true);
        foreach ($path as $key) {
            if (!is_array($value) || !array_key_exists($key, $value)) {
                return null;
            }
            $value = $value[$key];
        }
        return is_scalar($value) ? (string) $value : null;
    }

    private function request(string $method, string $url, ?string $body, float $timeout): ?string
    {
        $headers = [];
        if ($this->cookies !== []) {
            $pairs = [];
            foreach ($this->cookies as $name => $value) {
                $pairs[] = "$name=$value";
            }
            $headers[] = 'Cookie: ' . implode('; ', $pairs);
        }
        if ($body !== null) {
            $headers[] = 'Content-Type: application/x-www-form-urlencoded';
        }
        $context = stream_context_create(['http' => [
            'method' => $method,
            'header' => $headers,
            'content' => $body ?? '',
            'timeout' => $timeout,
            'ignore_errors' => true,
            'follow_location' => 0,
        ]]);
        $answer = @file_get_contents($url, false, $context);
        foreach ($http_response_header ?? [] as $line) {
            if (preg_match('/^Set-Cookie:\s*([^=;\s]+)=([^;]*)/i', $line, $match)) {
                if ($match[2] === '' || $match[2] === 'deleted') {
                    unset($this->cookies[$match[1]]);
                } else {
                    $this->cookies[$match[1]] = $match[2];
                }
            }
        }
        return $answer === false ? null : $answer;
    }
}
